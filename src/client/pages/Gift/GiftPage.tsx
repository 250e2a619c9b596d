import type { PageProps } from '../registry';

export default function GiftPage(_props: PageProps) {
  return <h1>GiftPage</h1>;
}
