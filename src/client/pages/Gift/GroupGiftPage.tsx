import type { PageProps } from '../registry';

export default function GroupGiftPage(_props: PageProps) {
  return <h1>GroupGiftPage</h1>;
}
