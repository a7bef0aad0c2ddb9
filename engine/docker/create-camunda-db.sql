-- The engine's own database beside the registry's, on the same server.
CREATE DATABASE camunda OWNER ccer;
