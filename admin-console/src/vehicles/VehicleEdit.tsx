import { Alert, Button } from '@mui/material';
import {
  BooleanInput,
  DateField,
  Edit,
  email,
  FormDataConsumer,
  FunctionField,
  Labeled,
  maxLength,
  minValue,
  NumberField,
  NumberInput,
  ReferenceField,
  required,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { limits } from '@contract/catalog/listingOptions';
import { onlyChanged } from '../form/onlyChanged';
import { TextListInput } from '../form/TextListInput';
import {
  bodyTypeChoices,
  conditionChoices,
  drivetrainChoices,
  fuelTypeChoices,
  statusChoices,
  transmissionChoices,
} from './choices';
import { ModerationHistory } from './ModerationHistory';
import { VehicleToolbar } from './VehicleToolbar';

function VehicleTitle() {
  const vehicle = useRecordContext<Vehicle>();
  return <>{vehicle ? vehicleName(vehicle) : 'Listing'}</>;
}

function EditActions() {
  const vehicle = useRecordContext<Vehicle>();
  return <TopToolbar>{vehicle && <Button href={`/vehicles/${vehicle.id}`}>View on site</Button>}</TopToolbar>;
}

const yearRange = [minValue(limits.firstYear)];

/** Six tabs are wider than a phone: the strip scrolls within the form's width instead of widening the page. */
const formTabs = (
  <TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ contain: 'inline-size' }} />
);

/** Only changed fields; a reason left over from a status change the admin took back is not sent on its own. */
function changedFields(
  data: Partial<Vehicle> & { statusReason?: string },
  options?: { previousData?: Partial<Vehicle> },
) {
  const changes: Record<string, unknown> = onlyChanged(data, options);
  if (!('status' in changes)) delete changes.statusReason;
  return changes;
}

/**
 * Every field of a listing, the private documentation and contact fields included (admins only), and its status,
 * featured flag and history. Only changed fields are sent; a status change is recorded in the history, with the
 * reason when one is given.
 */
export function VehicleEdit() {
  return (
    <Edit title={<VehicleTitle />} actions={<EditActions />} mutationMode="pessimistic" transform={changedFields}>
      <TabbedForm toolbar={<VehicleToolbar />} tabs={formTabs}>
        <TabbedForm.Tab label="Vehicle">
          <TextInput source="make" validate={required()} />
          <TextInput source="model" validate={required()} />
          <NumberInput source="year" validate={[required(), ...yearRange]} />
          <TextInput source="trim" />
          <NumberInput source="mileage" validate={[required(), minValue(0)]} />
          <NumberInput source="price" validate={[required(), minValue(1)]} helperText="US dollars" />
          <SelectInput source="condition" choices={conditionChoices} validate={required()} />
          <SelectInput source="bodyType" choices={bodyTypeChoices} emptyText="—" />
          <SelectInput source="fuelType" choices={fuelTypeChoices} emptyText="—" />
          <SelectInput source="transmission" choices={transmissionChoices} emptyText="—" />
          <SelectInput source="drivetrain" choices={drivetrainChoices} emptyText="—" />
          <TextInput source="exteriorColor" />
          <TextInput source="interiorColor" />
          <TextInput source="description" multiline minRows={6} fullWidth validate={maxLength(5000)} />
          <TextListInput source="features" fullWidth />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Location and photos">
          <TextInput source="location" label="City, State" validate={required()} />
          <TextInput
            source="zipCode"
            label="ZIP code"
            validate={required()}
            helperText="City and state are looked up from it"
          />
          <Labeled label="Looked-up city and state">
            <FunctionField<Vehicle>
              render={(vehicle) => [vehicle.city, vehicle.state].filter(Boolean).join(', ') || '—'}
            />
          </Labeled>
          <TextListInput
            source="images"
            label="Photo addresses"
            fullWidth
            helperText="One address per line; the first is the cover"
          />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Documentation">
          <Alert severity="info">ADMIN ONLY: internal, never shown publicly.</Alert>
          <TextInput
            source="vin"
            label="VIN"
            validate={maxLength(limits.vinLength)}
            helperText="Must be exactly 17 characters"
          />
          <TextInput source="carfaxReportUrl" label="Carfax report URL" fullWidth />
          <TextListInput source="recentServices" label="Recent service history" fullWidth />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Contact">
          <TextInput source="contactFirstName" label="First name" />
          <TextInput source="contactLastName" label="Last name" />
          <TextInput source="contactPhone" label="Phone number" validate={required()} />
          <TextInput source="contactEmail" label="Email" validate={[required(), email()]} />
          <TextInput source="contactLocation" label="Contact location" />
          <Labeled label="Owner account">
            <ReferenceField source="userId" reference="users" link="edit">
              <TextField source="email" />
            </ReferenceField>
          </Labeled>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Moderation">
          <SelectInput source="status" choices={statusChoices} validate={required()} />
          <FormDataConsumer<Vehicle>>
            {({ formData }) => <StatusReasonInput status={formData.status} />}
          </FormDataConsumer>
          <BooleanInput
            source="isFeatured"
            label="Featured"
            helperText="Featured approved listings show on the home page"
          />
          <Labeled label="Views">
            <NumberField source="views" />
          </Labeled>
          <Labeled label="Submitted">
            <DateField source="createdAt" showTime />
          </Labeled>
          <Labeled label="Last changed">
            <DateField source="updatedAt" showTime />
          </Labeled>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="History">
          <ModerationHistory />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}

/** The reason field appears once the status differs from the stored one: a reason belongs to a change. */
function StatusReasonInput({ status }: { status: string | undefined }) {
  const vehicle = useRecordContext<Vehicle>();
  if (!vehicle || status === vehicle.status) return null;
  return (
    <TextInput
      source="statusReason"
      label="Reason for the status change (optional)"
      fullWidth
      multiline
      validate={maxLength(1000)}
    />
  );
}
