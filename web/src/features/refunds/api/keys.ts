/** Under ['user'] so a sign-out drops the refunds with the rest of the user's data. */
export const REFUNDS_KEY = ['user', 'refunds'] as const;
