import type { Drawing } from './drawing';
import type { Random } from './random';

/** One picture: draws itself at whatever size the drawing has (layouts are relative to width and height). */
export interface Scene {
  draw(d: Drawing, random: Random): void;
  /** Film grain strength (0 for none); photographs get more than flat illustrations. */
  grain?: number;
  /** How much the corners darken, 0–1. */
  vignette?: number;
}
