import { PARTNER_COUNTRIES } from '../../../shared/validation/partner';

export { TAX_STATUS_LABELS, type TaxStatus } from '../../../shared/validation/partner';

export function formatCountry(code: string): string {
  return PARTNER_COUNTRIES.find((c) => c.code === code)?.name ?? code;
}
