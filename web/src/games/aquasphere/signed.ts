/** Points with their sign (+3, 0, -2), as the player boards and the scorings write them. */
export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
