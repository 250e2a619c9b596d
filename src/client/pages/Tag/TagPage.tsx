import type { PageProps } from '../registry';

export default function TagPage(_props: PageProps) {
  return <h1>TagPage</h1>;
}
