/** The spec's texts for a status change (section 8, "Admin status change"; section 4, the reject prompt). */
export const STATUS_UPDATED = 'Vehicle status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update vehicle status';
export const REJECT_PROMPT = 'Are you sure you want to reject this listing?';
