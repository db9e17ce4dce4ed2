# felt given a record that does not exist: exit status 2 and one line naming the file.
execute_process(COMMAND ${FELT} --quit-after-game --no-settings /nonexistent/missing.felt
                RESULT_VARIABLE status ERROR_VARIABLE err OUTPUT_QUIET)
if(NOT status EQUAL 2)
    message(FATAL_ERROR "exit status ${status}, expected 2; stderr: ${err}")
endif()
if(NOT err MATCHES "felt: /nonexistent/missing.felt: ")
    message(FATAL_ERROR "no error line naming the record; stderr: ${err}")
endif()
