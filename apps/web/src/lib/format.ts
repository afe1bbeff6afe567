/** es-AR formats come from the domain package; the web re-exports them in one place. */
export {
  formatDateTime,
  formatMoney,
  formatNumber,
  formatOrderDate,
  formatRating,
  parseExp,
} from '@portal/domain';
