import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** Save, and a delete that asks first, in the words the console uses for deleting a listing. */
export function VehicleToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="Delete listing"
        confirmContent="Are you sure you want to delete this listing?"
      />
    </Toolbar>
  );
}
