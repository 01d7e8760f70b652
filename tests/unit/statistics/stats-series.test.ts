// The statistics tiles shaped for their charts (src/domain/statistics/stats-series.ts).
import { describe, expect, it } from 'vitest';
import { dailyByLot, occupancyGrid } from '../../../src/domain/statistics/stats-series';

const lot = (parking_id: number) => ({ parking_id, name: `Lot ${parking_id}` });

describe('a daily chart by lot', () => {
  it('has every day of the period, zeros where nothing happened, a column per lot in the ranked order', () => {
    const chart = dailyByLot({ from: '2025-03-03', to: '2025-03-05' }, [{ day: '2025-03-04', parking_id: 2, value: 500 }], [lot(2), lot(1)]);
    expect(chart.series).toEqual([
      { key: 'lot2', lotId: 2, name: 'Lot 2' },
      { key: 'lot1', lotId: 1, name: 'Lot 1' },
    ]);
    expect(chart.rows).toEqual([
      { day: '2025-03-03', lot2: 0, lot1: 0 },
      { day: '2025-03-04', lot2: 500, lot1: 0 },
      { day: '2025-03-05', lot2: 0, lot1: 0 },
    ]);
  });

  it('draws the first five lots on their own and adds up the rest as Others', () => {
    const ranked = [1, 2, 3, 4, 5, 6, 7].map(lot);
    const values = [
      { day: '2025-03-03', parking_id: 5, value: 1 },
      { day: '2025-03-03', parking_id: 6, value: 2 },
      { day: '2025-03-03', parking_id: 7, value: 3 },
      { day: '2025-03-09', parking_id: 7, value: 9 },
    ];
    const chart = dailyByLot({ from: '2025-03-03', to: '2025-03-03' }, values, ranked);
    expect(chart.series.map((s) => s.key)).toEqual(['lot1', 'lot2', 'lot3', 'lot4', 'lot5', 'others']);
    expect(chart.rows).toEqual([{ day: '2025-03-03', lot1: 0, lot2: 0, lot3: 0, lot4: 0, lot5: 1, others: 5 }]);
  });
});

describe('the occupancy grid', () => {
  it('holds every weekday and hour in order, the answer placed and the rest zeros', () => {
    const grid = occupancyGrid([{ weekday: 6, hour: 23, cars: 2.5 }, { weekday: 0, hour: 1, cars: 1 }]);
    expect(grid).toHaveLength(168);
    expect(grid[0]).toEqual({ weekday: 0, hour: 0, cars: 0 });
    expect(grid[1]).toEqual({ weekday: 0, hour: 1, cars: 1 });
    expect(grid[25]).toEqual({ weekday: 1, hour: 1, cars: 0 });
    expect(grid[167]).toEqual({ weekday: 6, hour: 23, cars: 2.5 });
  });
});
