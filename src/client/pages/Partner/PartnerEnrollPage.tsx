import type { PageProps } from '../registry';

export default function PartnerEnrollPage(_props: PageProps) {
  return <h1>PartnerEnrollPage</h1>;
}
