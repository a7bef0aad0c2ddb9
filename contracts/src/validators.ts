/**
 * Shared field rules of accounts spec §5.1. They now live in validation/shared-helpers.ts (with the rest of §5);
 * this module keeps the original import path working.
 */
export {
  text,
  optionalText,
  mobile,
  email,
  isUserName,
  userName,
  isPassword,
  password,
  parseCoordinate,
  longitude,
  latitude,
  positiveInteger,
  isoDate,
} from './validation/shared-helpers.ts';
