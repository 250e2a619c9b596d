import type { NodeSpec } from 'prosemirror-model';

/** A line break inside a paragraph: the model's "\n". */
export const hardBreak: NodeSpec = {
  inline: true,
  group: 'inline',
  selectable: false,
  // Turning a paragraph into a code block turns its breaks into "\n", and back.
  linebreakReplacement: true,
  parseDOM: [{ tag: 'br' }],
  toDOM: () => ['br'],
};
