import type { PageProps } from '../registry';

export default function PartnerUnenrollPage(_props: PageProps) {
  return <h1>PartnerUnenrollPage</h1>;
}
