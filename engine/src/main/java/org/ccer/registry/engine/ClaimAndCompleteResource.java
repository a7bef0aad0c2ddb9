package org.ccer.registry.engine;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response.Status;
import java.util.Map;
import org.camunda.bpm.engine.ProcessEngine;
import org.camunda.bpm.engine.impl.cfg.ProcessEngineConfigurationImpl;
import org.camunda.bpm.engine.impl.cmd.ClaimTaskCmd;
import org.camunda.bpm.engine.impl.cmd.CompleteTaskCmd;
import org.camunda.bpm.engine.rest.dto.VariableValueDto;
import org.camunda.bpm.engine.rest.exception.InvalidRequestException;
import org.camunda.bpm.engine.variable.VariableMap;
import org.camunda.bpm.engine.variable.Variables;
import org.springframework.stereotype.Component;

/**
 * POST /engine-rest/ccer/task/{id}/claim-and-complete: the engine's own claim and complete of a task, run as one
 * command in one transaction. A decision on an unclaimed task (the common approval) is then one call instead of
 * two, and the claim's update of the task row is never written (the task is deleted in the same flush). The
 * claim refuses as the engine's claim does (TaskAlreadyClaimedException when someone else holds the task), and
 * then nothing is completed. Who may decide is the gateway's rule, checked before; this only runs the two steps.
 * Answers 204 like the engine's complete.
 */
@Component
@Path("/ccer/task/{id}/claim-and-complete")
public class ClaimAndCompleteResource {
  private final ProcessEngine engine;
  private final ObjectMapper objectMapper = new ObjectMapper();

  public ClaimAndCompleteResource(ProcessEngine engine) {
    this.engine = engine;
  }

  /** What the call takes: who claims, and the completion's variables in the engine REST's typed form. */
  public static class Request {
    public String userId;
    public Map<String, VariableValueDto> variables;
  }

  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  public void claimAndComplete(@PathParam("id") String taskId, Request request) {
    if (request == null || request.userId == null || request.userId.isEmpty()) throw new InvalidRequestException(Status.BAD_REQUEST, "userId is required");
    VariableMap variables = request.variables == null ? Variables.createVariables() : VariableValueDto.toMap(request.variables, engine, objectMapper);
    ProcessEngineConfigurationImpl configuration = (ProcessEngineConfigurationImpl) engine.getProcessEngineConfiguration();
    configuration.getCommandExecutorTxRequired().execute(context -> {
      new ClaimTaskCmd(taskId, request.userId).execute(context);
      new CompleteTaskCmd(taskId, variables).execute(context);
      return null;
    });
  }
}
