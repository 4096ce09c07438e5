-- A device's name, given by its user (PUT /sync/device), so the admin tells the business's devices apart.
alter table devices add column name text check (char_length(name) between 1 and 60);

-- A patient-scoped row that left a patient (an appointment moved to another patient): that patient may
-- no longer read it, so its next pull answers a tombstone from here instead. Written in the transaction
-- that moves the row; removed when the row comes back to the patient.
create table revocations (
  tenant_id text not null references tenants (id) on delete cascade,
  patient_id text not null,
  tbl text not null,
  id text not null,
  version integer not null,
  updated_at text not null,
  checkpoint bigint not null,
  primary key (tenant_id, patient_id, tbl, id)
);
create index revocations_since on revocations (tenant_id, patient_id, checkpoint);
