import type { PageProps } from '../registry';

export default function UpdatePaymentPage(_props: PageProps) {
  return <h1>UpdatePaymentPage</h1>;
}
