export interface ClapTarget {
  kind: 'post' | 'catalog';
  id: string;
  creatorId: string;
}

/** Scaffold: clap for a story or a list (replaced by the feature). */
export function ClapButton(_props: { target: ClapTarget }) {
  return null;
}
