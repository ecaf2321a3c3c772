export const HOSPITAL_CODES_VERSION: string;
export const DEFAULT_DATA_DIR: string;
export function inputFingerprint(dataDir?: string): string;
export function buildHospitalCodes(dataDir?: string): {
  files: Map<string, string>;
  about: {
    version: string;
    hospitals: number;
    codes: number;
    prices: number;
    rangeCodes: number;
    skippedHospitals: string[];
  };
};
export function ensureHospitalCodes(options?: { out?: string; dataDir?: string }): boolean;
