import type { PageProps } from '../registry';

export default function ReceiptPage(_props: PageProps) {
  return <h1>ReceiptPage</h1>;
}
