/** The texts of a status change: its toasts and the reject prompt. */
export const STATUS_UPDATED = 'Vehicle status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update vehicle status';
export const REJECT_PROMPT = 'Are you sure you want to reject this listing?';
