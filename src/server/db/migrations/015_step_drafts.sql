-- What was typed on a step and not saved because the step's rules did not hold yet (a failed «Далее»):
-- kept apart from the saved step, which stays what its rules accepted, so that the typing survives a
-- reload in another browser. A successful save of the step removes its draft.
create table bg_request_step_draft (
  request_id bigint not null references bg_request (id) on delete cascade,
  step text not null,
  data jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by integer,
  primary key (request_id, step)
);
