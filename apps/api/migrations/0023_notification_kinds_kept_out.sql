-- The kinds a user keeps out of the portal (by digest or not at all), readable inside a tenant
-- transaction: the bell's list filters them in its one statement instead of reading the preferences
-- on a connection of their own first. Preferences are not tenant data and portal_app has no grant on
-- them, so, like the notifications trigger of 0011, the function runs as the owner (SECURITY
-- DEFINER) and says no more than which kinds one user keeps out.
CREATE FUNCTION portal_kinds_kept_out_of_portal(reader uuid) RETURNS text[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(kind), '{}') FROM notification_preferences WHERE user_id = reader AND channel <> 'portal'
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION portal_kinds_kept_out_of_portal(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION portal_kinds_kept_out_of_portal(uuid) TO portal_app;
