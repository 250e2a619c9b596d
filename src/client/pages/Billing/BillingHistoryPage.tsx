import type { PageProps } from '../registry';

export default function BillingHistoryPage(_props: PageProps) {
  return <h1>BillingHistoryPage</h1>;
}
