import type { PageProps } from '../registry';

export default function WelcomeMemberPage(_props: PageProps) {
  return <h1>WelcomeMemberPage</h1>;
}
