export { VIETNAM_UTC_OFFSET, VIETNAM_UTC_OFFSET_HOURS, vietnamDate, vietnamDayStart, vietnamWallClock } from './vietnam-time';
export { formatMoment, formatWallClock, formatWallClockParts, readWallClock, type DateStyle, type WallClock } from './date-format';
