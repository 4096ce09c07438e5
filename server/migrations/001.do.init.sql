-- The sync server's first schema. Every business row belongs to a tenant; nothing is shared across them.
create extension if not exists btree_gist;

-- Server-wide settings, e.g. the token signing secret every instance shares.
create table settings (
  key text primary key,
  value text not null
);

create table tenants (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
  name text not null,
  -- The last checkpoint handed out in this tenant. Taking the next one locks this row until commit, so a
  -- tenant's checkpoints commit in the order they are handed out and a pull never skips a later commit.
  checkpoint bigint not null default 0,
  created_at timestamptz not null default now()
);

create table accounts (
  tenant_id text not null references tenants (id) on delete cascade,
  id text not null,
  email text not null,
  name text not null,
  role text not null check (role in ('admin', 'reception', 'doctor', 'patient')),
  -- The clinic person the account acts as: a doctor's doctor id, a patient's person id.
  person_id text,
  password_hash text not null,
  primary key (tenant_id, id)
);
create unique index accounts_email on accounts (tenant_id, lower(email));

create table devices (
  tenant_id text not null references tenants (id) on delete cascade,
  client_id text not null,
  account_id text not null,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (tenant_id, client_id)
);

-- Every synced row of every table, current state only; a deletion leaves the row as a tombstone.
create table rows (
  tenant_id text not null references tenants (id) on delete cascade,
  tbl text not null,
  id text not null,
  version integer not null check (version >= 1),
  updated_at text not null,
  deleted boolean not null default false,
  data jsonb,
  -- The patient the row belongs to (persons: itself; appointments: its patient), for patients' pulls.
  patient_id text,
  checkpoint bigint not null,
  primary key (tenant_id, tbl, id),
  check (deleted = (data is null))
);
create index rows_since on rows (tenant_id, checkpoint);

-- Uniqueness the clinic and the apps promise, among live rows of one tenant.
create unique index rows_unique_person_document on rows (tenant_id, (data ->> 'documentType'), upper(data ->> 'documentNumber'))
  where tbl = 'persons' and not deleted;
create unique index rows_unique_doctor_licence on rows (tenant_id, upper(data ->> 'licence'))
  where tbl = 'doctors' and not deleted;
create unique index rows_unique_procedure_code on rows (tenant_id, upper(data ->> 'code'))
  where tbl = 'procedures' and not deleted;
create unique index rows_unique_product_sku on rows (tenant_id, upper(data ->> 'sku'))
  where tbl = 'clinicProducts' and not deleted;
create unique index rows_unique_named on rows (tenant_id, tbl, lower(data ->> 'name'))
  where tbl in ('specialties', 'procedureCategories', 'clinicProductCategories') and not deleted;
create unique index rows_unique_tag_title on rows (tenant_id, tbl, lower(data ->> 'title'))
  where tbl in ('inventoryTags', 'contactTags') and not deleted;

-- The time each live appointment holds (its buffers included), kept beside the appointment row in the
-- same transaction. The exclusion constraints are what makes double booking impossible: no two
-- transactions, on one server instance or several, can both commit overlapping times for one doctor or
-- one patient. Times are the clinic's wall-clock (docs/clinic.md), hence tsrange, not tstzrange.
create table appointment_slots (
  tenant_id text not null,
  appointment_id text not null,
  doctor_id text not null,
  patient_id text not null,
  held tsrange not null,
  primary key (tenant_id, appointment_id),
  constraint appointment_slots_doctor_overlap exclude using gist (tenant_id with =, doctor_id with =, held with &&),
  constraint appointment_slots_patient_overlap exclude using gist (tenant_id with =, patient_id with =, held with &&)
);

-- One receipt per pushed entry: a repeated (client, seq) answers the stored result and changes nothing.
create table push_receipts (
  tenant_id text not null references tenants (id) on delete cascade,
  client_id text not null,
  seq bigint not null,
  result jsonb,
  received_at timestamptz not null default now(),
  primary key (tenant_id, client_id, seq)
);
