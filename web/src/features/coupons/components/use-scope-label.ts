import { useTranslation } from 'react-i18next';

/** What a coupon's useType covers, in words: 1 one shop, 2 some products, 3 the whole platform. */
export function useScopeLabel(): (useType: number) => string {
  const { t } = useTranslation('coupons');
  return (useType) => (useType === 1 ? t('scope.shop') : useType === 2 ? t('scope.product') : t('scope.platform'));
}
