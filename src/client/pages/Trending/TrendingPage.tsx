import type { PageProps } from '../registry';

export default function TrendingPage(_props: PageProps) {
  return <h1>TrendingPage</h1>;
}
