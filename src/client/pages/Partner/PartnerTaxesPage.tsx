import type { PageProps } from '../registry';

export default function PartnerTaxesPage(_props: PageProps) {
  return <h1>PartnerTaxesPage</h1>;
}
