import type { PageProps } from '../registry';

export default function FollowingTopicsPage(_props: PageProps) {
  return <h1>FollowingTopicsPage</h1>;
}
