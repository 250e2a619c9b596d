import { highlightPieces, type HighlightedText } from '../../../shared/search/highlight';

/** Text with its matched words in <mark>: every piece is rendered as text, never as markup. */
export function Highlighted({ value }: { value: HighlightedText }) {
  return (
    <>
      {highlightPieces(value).map((piece, i) => (piece.matched ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}
    </>
  );
}
