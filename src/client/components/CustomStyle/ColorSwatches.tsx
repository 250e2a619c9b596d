/** A palette's colours as buttons (the profile's and the publication's design pages): the chosen one is pressed. */
export function ColorSwatches({ palette, chosen, onPick }: { palette: readonly { name: string; color: string }[]; chosen: string | null; onPick: (color: string) => void }) {
  return (
    <div className="design-swatches">
      {palette.map((swatch) => (
        <button
          key={swatch.color}
          type="button"
          className="design-swatch"
          style={{ background: swatch.color }}
          aria-label={swatch.name}
          aria-pressed={chosen === swatch.color}
          title={swatch.name}
          onClick={() => onPick(swatch.color)}
        />
      ))}
    </div>
  );
}
