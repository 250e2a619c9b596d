import type { PageProps } from '../registry';

export default function PartnerTaxReviewPage(_props: PageProps) {
  return <h1>PartnerTaxReviewPage</h1>;
}
