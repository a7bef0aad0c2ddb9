package org.ccer.registry.engine;

import org.camunda.bpm.engine.rest.security.auth.ProcessEngineAuthenticationFilter;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * HTTP basic auth on /engine-rest, checked against the engine's own users (a verified credential
 * is remembered briefly, see CachingBasicAuthenticationProvider).
 * Authenticated calls also make the engine write its user operation log.
 */
@Configuration
public class RestAuthentication {
  @Bean
  public FilterRegistrationBean<ProcessEngineAuthenticationFilter> engineRestAuthentication() {
    FilterRegistrationBean<ProcessEngineAuthenticationFilter> registration =
        new FilterRegistrationBean<>(new ProcessEngineAuthenticationFilter());
    registration.setName("engine-rest-basic-auth");
    registration.addInitParameter(
        ProcessEngineAuthenticationFilter.AUTHENTICATION_PROVIDER_PARAM,
        CachingBasicAuthenticationProvider.class.getName());
    registration.addUrlPatterns("/engine-rest/*");
    registration.setOrder(1);
    return registration;
  }
}
