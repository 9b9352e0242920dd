/** Under ['user'] so a sign-out drops the orders with the rest of the user's data; every order change refreshes them all. */
export const ORDERS_KEY = ['user', 'orders'] as const;
