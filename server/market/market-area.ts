// A market's area: the cells of a grid (about 1.1 km north to south) that hold at least one of its listings.
// A point is in the market when its cell or a cell next to it holds listings, so a listing a street beyond the
// last loaded one still belongs, while a town 20 km away, or the empty land inside a bounding box (the sea
// between two coasts, the next city), does not. Neighbouring markets whose areas overlap both claim a point;
// the market with listings in the point's own cell is preferred.

/** Cell size in degrees of latitude and longitude. */
export const CELL_DEGREES = 0.01;

export type CellKey = string;

const cellIndex = (degrees: number) => Math.floor(degrees / CELL_DEGREES);

export function cellOf(latitude: number, longitude: number): CellKey {
  return `${cellIndex(latitude)}:${cellIndex(longitude)}`;
}

export const validCoordinates = (latitude: number | null | undefined, longitude: number | null | undefined): boolean =>
  typeof latitude === 'number' &&
  typeof longitude === 'number' &&
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180 &&
  // (0, 0) is where a missing coordinate pair ends up, not a place anyone rents.
  !(latitude === 0 && longitude === 0);

/** How many of a market's listings each cell holds. */
export type AreaCells = Record<CellKey, number>;

export class AreaBuilder {
  private readonly cells = new Map<CellKey, number>();

  add(latitude: number | null, longitude: number | null): void {
    if (!validCoordinates(latitude, longitude)) return;
    const key = cellOf(latitude!, longitude!);
    this.cells.set(key, (this.cells.get(key) ?? 0) + 1);
  }

  build(): AreaCells {
    return Object.fromEntries(this.cells);
  }
}

/** 'own': the point's cell holds listings; 'edge': only a cell next to it does; null: outside. */
export type AreaHit = 'own' | 'edge' | null;

export function inArea(cells: AreaCells, latitude: number, longitude: number): AreaHit {
  const lat = cellIndex(latitude);
  const lng = cellIndex(longitude);
  if (cells[`${lat}:${lng}`]) return 'own';
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLng = -1; dLng <= 1; dLng++) {
      if ((dLat || dLng) && cells[`${lat + dLat}:${lng + dLng}`]) return 'edge';
    }
  }
  return null;
}
