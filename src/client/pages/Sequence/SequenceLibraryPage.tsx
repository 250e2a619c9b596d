import type { PageProps } from '../registry';

export default function SequenceLibraryPage(_props: PageProps) {
  return <h1>SequenceLibraryPage</h1>;
}
