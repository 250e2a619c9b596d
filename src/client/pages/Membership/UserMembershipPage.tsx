import type { PageProps } from '../registry';

export default function UserMembershipPage(_props: PageProps) {
  return <h1>UserMembershipPage</h1>;
}
