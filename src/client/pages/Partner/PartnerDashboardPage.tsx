import type { PageProps } from '../registry';

export default function PartnerDashboardPage(_props: PageProps) {
  return <h1>PartnerDashboardPage</h1>;
}
