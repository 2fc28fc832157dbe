// The station drawing's geometry, in the SVG's units: the ring, the sector boxes and their areas.
/** The drawing's centre, on both axes. */
export const C = 500;
/** The ring's radius, to the sector boxes' centres. */
export const RING = 362;
/** A sector box's width and height, and an area's side. */
export const W = 292;
export const H = 238;
export const AW = 64;
/** Top-left corner of each area in a sector box, by colour index. */
export const AREA_AT: readonly (readonly [number, number])[] = [
  [6, 42],
  [77, 42],
  [148, 42],
  [219, 42],
  [41, 112],
  [112, 112],
  [183, 112],
];
/** Where each seat's scientist stands within an area. */
export const CORNER: readonly (readonly [number, number])[] = [
  [10, 10],
  [AW - 10, 10],
  [10, AW - 10],
  [AW - 10, AW - 10],
];

/** A ring position's direction from the centre, in radians (0 at the top, clockwise). */
export const angle = (pos: number) => ((-90 + 60 * pos) * Math.PI) / 180;
/** Centre of the sector box at a ring position. */
export const sectorCentre = (pos: number): [number, number] => [
  C + RING * Math.cos(angle(pos)),
  C + RING * Math.sin(angle(pos)),
];
/** Top-left corner of the sector box at a ring position. */
export const boxAt = (pos: number): [number, number] => {
  const [x, y] = sectorCentre(pos);
  return [x - W / 2, y - H / 2];
};
export const HEX = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i;
  return `${(C + 165 * Math.cos(a)).toFixed(1)},${(C + 165 * Math.sin(a)).toFixed(1)}`;
}).join(' ');
export const RING_PATH = Array.from({ length: 6 }, (_, p) =>
  sectorCentre(p)
    .map((n) => n.toFixed(1))
    .join(','),
);
