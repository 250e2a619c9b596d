import type { PageProps } from '../registry';

export default function MembershipPage(_props: PageProps) {
  return <h1>MembershipPage</h1>;
}
