import type { PageProps } from '../registry';

export default function SearchPage(_props: PageProps) {
  return <h1>SearchPage</h1>;
}
