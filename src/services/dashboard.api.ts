// The parking dashboard's tiles (docs/api.md): GET parkings/{id}/dashboards/{tile}/{period}, one call a tile
// so that each reloads on its own when the lot's channel says its figures moved.
import {
  AverageTimeAnswer,
  CarsAnswer,
  IncomesAnswer,
  ParkingTimeAnswer,
  PeakHoursAnswer,
  type AverageTime,
  type Cars,
  type DashboardPeriod,
  type DashboardTile,
  type Incomes,
  type ParkingTime,
  type PeakHours,
} from '../contracts/dashboard.struct';
import { apiCall } from './http';

const tilePath = (lotId: number, tile: DashboardTile, period: DashboardPeriod) => `parkings/${lotId}/dashboards/${tile}/${period}`;

export const fetchIncomes = async (lotId: number, period: DashboardPeriod): Promise<Incomes> => (await apiCall(IncomesAnswer, tilePath(lotId, 'incomes', period))).data;

export const fetchPeakHours = async (lotId: number, period: DashboardPeriod): Promise<PeakHours> => (await apiCall(PeakHoursAnswer, tilePath(lotId, 'peak-hours', period))).data;

export const fetchParkingTime = async (lotId: number, period: DashboardPeriod): Promise<ParkingTime> =>
  (await apiCall(ParkingTimeAnswer, tilePath(lotId, 'parking-time', period))).data;

export const fetchAverageTime = async (lotId: number, period: DashboardPeriod): Promise<AverageTime> =>
  (await apiCall(AverageTimeAnswer, tilePath(lotId, 'average-time', period))).data;

export const fetchCars = async (lotId: number, period: DashboardPeriod): Promise<Cars> => (await apiCall(CarsAnswer, tilePath(lotId, 'cars', period))).data;
