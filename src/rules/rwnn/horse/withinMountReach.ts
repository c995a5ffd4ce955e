/** "Mount or Dismount Steed: the character must be within three inches of the beast." (000 actions) */
export const MOUNT_REACH_INCHES = 3;

/** Whether a man this far from a horse may mount it, or a rider dismount beside it. @example withinMountReach(3) === true */
export function withinMountReach(inches: number): boolean {
  return inches <= MOUNT_REACH_INCHES;
}
