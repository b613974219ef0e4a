export interface Zone {
  target: string;
  from: string[];
  message: string;
}
export function featureZones(app: string, folders: (dir: string) => string[]): Zone[];
export const SHARED_FOLDERS: string[];
