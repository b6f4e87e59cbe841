/** The texts of a status change: its toasts and the reject prompts. */
export const STATUS_UPDATED = 'Vehicle status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update vehicle status';
export const REJECT_PROMPT = 'Are you sure you want to reject this listing?';
/** An owner's edit of a live listing: rejecting it leaves the live version as it is. */
export const REJECT_CHANGES_PROMPT = 'Reject these changes? The listing stays online as it is.';
/** Several listings selected in the list. */
export const REJECT_MANY_PROMPT = 'Are you sure you want to reject these listings?';
