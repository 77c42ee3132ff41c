export { VIETNAM_UTC_OFFSET, VIETNAM_UTC_OFFSET_HOURS, vietnamDate, vietnamDayStart, vietnamWallClock } from './vietnam-time';
export { formatMoment, formatWallClock, type DateStyle } from './date-format';
